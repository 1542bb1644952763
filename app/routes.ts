import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("portfolio", "routes/portfolio/landing.tsx"),
    route("portfolio/sketches", "routes/portfolio/sketches.tsx"),
    route("portfolio/:category", "routes/portfolio/category.tsx"),
    route("art/:slug", "routes/portfolio/artwork.tsx"),
    route("shop", "routes/shop/shop.tsx"),
    route("snap-cards", "routes/site/snap-cards.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("cart", "routes/cart/cart.tsx"),
    route("checkout", "routes/cart/checkout.tsx"),
    route("checkout/success/:orderNumber", "routes/cart/checkout-success.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/products.tsx"),
      route("login", "routes/admin/login.tsx"),
      route("logout", "routes/admin/logout.tsx"),
      route("portfolio", "routes/admin/portfolio.tsx"),
      route("snap-cards", "routes/admin/snap-cards.tsx"),
      route("home", "routes/admin/home.tsx"),
      route("optimization", "routes/admin/optimization.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:number", "routes/admin/order.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("product/new", "routes/admin/product-new.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
