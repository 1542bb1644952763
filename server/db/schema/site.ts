/** The site's own content and the owner's settings: messages, settings, media, slides, testimonials. */
import type { Generated } from "kysely";
import type { Bool, Timestamp } from "./columns.ts";

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  is_spam: Bool;
  /** Why the message was flagged (e.g. the hidden field was filled in). */
  spam_reason: string | null;
  /** The artwork the message asks about ("Enquire about this piece"; null once it is deleted). */
  artwork_id: number | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
}
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}
export interface MediaAssetsTable {
  id: Generated<number>;
  key: string;
  section: string;
  original_name: string | null;
  mime: string;
  width: number;
  height: number;
  placeholder: string | null;
  alt: string | null;
  variants: string;
  bytes: number;
  created_at: Timestamp;
}

export interface CarouselImagesTable {
  id: Generated<number>;
  media_key: string;
  title: string | null;
  alt: string;
  caption: string | null;
  position: number;
  is_demo: Bool;
  created_at: Timestamp;
}

/** The home page's testimonials (migration 006); `is_demo` marks the demo's invented ones. */
export interface TestimonialsTable {
  id: Generated<number>;
  quote: string;
  author: string;
  location: string | null;
  position: number;
  is_published: Bool;
  is_demo: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}
