import { type CardShape, type CardSize, cardVariant } from "#core/storefront.ts";
import { useMoney } from "~/lib/use-store.ts";
import type { ShopProduct } from "./shop-product.ts";

const SIZES = [
  { value: "large", label: "Large", detail: "15x21cm" },
  { value: "small", label: "Small", detail: "12x12 or 10x15cm" },
] as const satisfies ReadonlyArray<{ value: CardSize; label: string; detail: string }>;

const SHAPES = [
  { value: "square", label: "Square", detail: "12x12cm" },
  { value: "rectangle", label: "Rectangle", detail: "10x15cm" },
] as const satisfies ReadonlyArray<{ value: CardShape; label: string; detail: string }>;

/** Large (15x21cm) or Small, and for Small a square or rectangle (PRODUCT.md §4, §9). */
export function SizeChooser({
  size,
  shape,
  onSize,
  onShape,
  variants,
}: {
  size: CardSize;
  shape: CardShape;
  onSize: (size: CardSize) => void;
  onShape: (shape: CardShape) => void;
  variants: ShopProduct["variants"];
}) {
  const money = useMoney();
  const priceOf = (name: string) => money(variants.find((variant) => variant.name === name)?.price);
  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup
        legend="Size"
        name="size"
        choices={SIZES}
        value={size}
        onChoose={onSize}
        price={(choice) => priceOf(cardVariant(choice, "square"))}
      />
      {size === "small" && (
        <ChoiceGroup
          legend="Shape"
          name="shape"
          choices={SHAPES}
          value={shape}
          onChoose={onShape}
        />
      )}
    </div>
  );
}

/** A set of radio cards under its legend, two a row. */
function ChoiceGroup<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChoose,
  price,
}: {
  legend: string;
  name: string;
  choices: ReadonlyArray<{ value: Value; label: string; detail: string }>;
  value: Value;
  onChoose: (value: Value) => void;
  price?: (value: Value) => string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <RadioCard
            key={choice.value}
            name={name}
            label={choice.label}
            detail={choice.detail}
            checked={value === choice.value}
            onChoose={() => onChoose(choice.value)}
            {...(price ? { price: price(choice.value) } : {})}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** One choice of the size chooser: a radio button drawn as a card, its value the label in lower case. */
function RadioCard({
  name,
  label,
  detail,
  checked,
  onChoose,
  price,
}: {
  name: string;
  label: string;
  detail: string;
  checked: boolean;
  onChoose: () => void;
  price?: string;
}) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 has-checked:border-ink has-checked:ring-1 has-checked:ring-ink has-focus-visible:ring-2 has-focus-visible:ring-accent">
      <span>
        <input
          type="radio"
          name={name}
          value={label.toLowerCase()}
          checked={checked}
          onChange={onChoose}
          className="sr-only"
        />
        {label} <span className="block text-xs text-ink-soft">{detail}</span>
      </span>
      {price && <span className="text-sm">{price}</span>}
    </label>
  );
}
