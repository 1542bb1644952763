import { Link } from "react-router";
import { routeMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Original art, ceramics and Snap card games",
    description:
      "Paintings, drawings, ceramics and sketches by an independent artist, plus greeting cards, coasters and the Snap card game in cat, dog and rat editions.",
  });

export default function Home() {
  return (
    <>
      <section className="page grid gap-10 pt-14 pb-20 sm:pt-24 lg:grid-cols-[1.2fr_1fr] lg:items-end">
        <div>
          <p className="eyebrow">Independent artist</p>
          <h1 className="mt-4 text-5xl leading-[1.05] sm:text-7xl">
            Paintings, ceramics and playful card games
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">
            Original work made slowly in a small studio, with prints, cards and games for every
            home. Ten percent of all profits go to a national autism charity.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/portfolio" className="btn-primary">
              View Portfolio
            </Link>
            <Link to="/shop" className="btn-secondary">
              Shop Now
            </Link>
          </div>
        </div>
      </section>
      <section className="page grid gap-6 pb-8 sm:grid-cols-3" aria-label="Explore">
        {[
          {
            to: "/portfolio",
            title: "Portfolio",
            text: "Paintings, drawings, ceramics and sketches.",
          },
          { to: "/shop", title: "Shop", text: "Greeting cards, coasters and Snap card games." },
          { to: "/contact", title: "Commissions", text: "A piece made for you, in 2-4 weeks." },
        ].map((card) => (
          <Link
            key={card.to}
            to={card.to}
            className="group rounded-2xl border border-line bg-white p-7 transition-shadow hover:shadow-lg hover:shadow-ink/5"
          >
            <h2 className="text-2xl">{card.title}</h2>
            <p className="mt-2 text-ink-soft">{card.text}</p>
            <span className="mt-6 inline-block text-sm font-medium text-accent group-hover:underline">
              Explore →
            </span>
          </Link>
        ))}
      </section>
    </>
  );
}
