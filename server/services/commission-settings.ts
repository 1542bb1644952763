import type { CommissionSettings } from "#core/commissions.ts";
import type { CommissionSettingsInput } from "#core/schemas/commission-input.ts";
import type { CommissionDeps } from "./commission-changes.ts";

/**
 * Saves the owner's kinds, size presets and photo retention (fields left out keep their value).
 * Commissions keep the kind's name they were asked under, so a kind renamed or removed here
 * leaves them as they read; the request form and `GET /api/commissions/options` follow at once,
 * and so does the privacy notice's starting text, which quotes the retention.
 */
export async function saveCommissionSettings(
  deps: CommissionDeps,
  input: CommissionSettingsInput,
): Promise<CommissionSettings> {
  const current = await deps.settings();
  const next: CommissionSettings = {
    kinds: input.kinds ?? current.kinds,
    sizes: input.sizes ?? current.sizes,
    photoRetentionDays: input.photoRetentionDays ?? current.photoRetentionDays,
  };
  await deps.saveSettings(next);
  return next;
}
