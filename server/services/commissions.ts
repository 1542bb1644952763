/**
 * Commissions: a request with its private photos, the owner's pipeline, the quote
 * and the deposit and balance orders it becomes, a thread of messages both ways, and the
 * finished piece as a portfolio artwork. A thin index: each use case is a plain function of its
 * file (commission-requests.ts, commission-pipeline.ts, commission-artwork.ts,
 * commission-settings.ts), given the same dependencies.
 */
import type { CommissionSettings } from "#core/commissions.ts";
import type {
  CommissionArtworkInput,
  CommissionQuoteInput,
  CommissionRenewInput,
  CommissionRequestInput,
  CommissionSettingsInput,
  CommissionUpdateInput,
} from "#core/schemas/commission-input.ts";
import { commissionArtwork, type FinishedPhoto, pictureChoices } from "./commission-artwork.ts";
import type { CommissionDeps } from "./commission-changes.ts";
import {
  acceptQuote,
  declineQuote,
  postMessage,
  quoteCommission,
  renewQuote,
  updateCommission,
} from "./commission-pipeline.ts";
import {
  commissionPhoto,
  listCommissions,
  newCommissionCount,
  ownerView,
  purgeCommissionPhotos,
  requesterView,
  submitCommission,
  type UploadedPhoto,
} from "./commission-requests.ts";
import { saveCommissionSettings } from "./commission-settings.ts";

export type { CommissionDeps } from "./commission-changes.ts";
export type { UploadedPhoto } from "./commission-requests.ts";

export function createCommissionService(deps: CommissionDeps) {
  return {
    /** The form's choices: the owner's kinds and size presets. */
    async options() {
      const { kinds, sizes } = await deps.settings();
      return { kinds, sizes };
    },
    /** The owner's kinds, sizes and photo retention. */
    settings: (): Promise<CommissionSettings> => deps.settings(),
    saveSettings: (input: CommissionSettingsInput) => saveCommissionSettings(deps, input),
    submit: (input: CommissionRequestInput, photos: readonly UploadedPhoto[]) =>
      submitCommission(deps, input, photos),
    forRequester: (id: number, keys: readonly string[]) => requesterView(deps, id, keys),
    photo: (id: number, key: string, access: { owner: boolean; keys: readonly string[] }) =>
      commissionPhoto(deps, id, key, access),
    get: (id: number) => ownerView(deps, id),
    list: (status?: string) => listCommissions(deps, status),
    newCount: () => newCommissionCount(deps),
    update: (id: number, input: CommissionUpdateInput) => updateCommission(deps, id, input),
    quote: (id: number, input: CommissionQuoteInput) => quoteCommission(deps, id, input),
    renew: (id: number, input: CommissionRenewInput) => renewQuote(deps, id, input),
    accept: (id: number, keys: readonly string[]) => acceptQuote(deps, id, keys),
    decline: (id: number, keys: readonly string[]) => declineQuote(deps, id, keys),
    message: (
      id: number,
      author: "owner" | "requester",
      body: string,
      keys: readonly string[] = [],
      photos: readonly UploadedPhoto[] = [],
    ) => postMessage(deps, id, author, body, keys, photos),
    artwork: (id: number, input: CommissionArtworkInput, photo?: FinishedPhoto) =>
      commissionArtwork(deps, id, input, photo),
    /** The site's newest portfolio pictures, for the artwork step to choose from. */
    pictures: () => pictureChoices(deps),
    purgePhotos: (now?: Date) => purgeCommissionPhotos(deps, now),
  };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
