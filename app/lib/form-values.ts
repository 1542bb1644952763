/** A posted form as plain strings (a stray file becomes its name, which fails validation). */
export async function formValues(source: Request | FormData): Promise<Record<string, string>> {
  const form = source instanceof FormData ? source : await source.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    values[key] = typeof value === "string" ? value : value.name;
  }
  return values;
}
