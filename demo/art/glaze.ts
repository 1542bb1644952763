/** A glaze: the body colour and the contrasting rim/decoration colour. */
export interface Glaze {
  base: string;
  rim: string;
}
