import { isRouteErrorResponse, Link } from "react-router";

/** The 404 page body, and a calm message for any other error inside the public layout. */
export function NotFound({ error }: { error?: unknown }) {
  const missing = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  const title = missing ? "404 Page Not Found" : "Something went wrong";
  return (
    <div className="page flex min-h-[55vh] flex-col items-start justify-center gap-5 py-20">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{missing ? "Lost in the gallery" : "Sorry"}</p>
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      <p className="max-w-lg text-lg text-ink-soft">
        {missing
          ? "The page you are looking for does not exist or has moved. Try the portfolio or the shop instead."
          : "Please try again in a moment."}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/" className="btn-primary">
          Back to home
        </Link>
        <Link to="/portfolio" className="btn-secondary">
          View portfolio
        </Link>
      </div>
    </div>
  );
}
