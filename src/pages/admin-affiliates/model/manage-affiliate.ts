import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Affiliate, AffiliateSavedResponse, ApiError, MessageResponse } from '@/shared/api';
import { createUploadEffect } from '@/shared/lib/upload-effect';
import { i18n } from '@/shared/i18n';
import { toast } from '@/shared/ui/toast';
import { deleteAffiliate, saveAffiliate, type AffiliateSave } from '../api/affiliate-admin-api';

/** Spec section 8. */
export const AFFILIATE_MESSAGES = {
  created: 'Affiliate created successfully',
  updated: 'Affiliate updated successfully',
  saveFailed: 'Error saving affiliate',
  deleted: 'Affiliate deleted successfully',
  deleteFailed: 'Failed to delete affiliate',
} as const;

/** One of the messages above in the language on screen (`adminRecords:affiliates.*`); any other text as it is. */
const shownMessage = (message: string): string => {
  const key = (Object.keys(AFFILIATE_MESSAGES) as (keyof typeof AFFILIATE_MESSAGES)[]).find((name) => AFFILIATE_MESSAGES[name] === message);
  return key ? i18n.t(`affiliates.${key}`, { ns: 'adminRecords' }) : message;
};

export type AffiliateFormTarget = { mode: 'create' } | { mode: 'edit'; affiliate: Affiliate };

/** 'Add New Affiliate' or a row's Edit. */
export const affiliateFormOpened = createEvent<AffiliateFormTarget>();
/** Cancel, Escape or a click outside. */
export const affiliateFormClosed = createEvent();

const saveAffiliateUpload = createUploadEffect<AffiliateSave, AffiliateSavedResponse, ApiError>(saveAffiliate);
export const saveAffiliateFx = saveAffiliateUpload.fx;
/** How much of the save's form (its images above all) has left the browser while it runs, else null. */
export const $affiliateUploadProgress = saveAffiliateUpload.$progress.reset(affiliateFormClosed);
/** The saved offer, as the server answered it. */
export const affiliateSaved = saveAffiliateFx.done.map(({ params, result }) => ({ affiliate: result.data, created: !params.id }));

export const $affiliateForm = createStore<AffiliateFormTarget | null>(null)
  .on(affiliateFormOpened, (_, target) => target)
  .reset(affiliateFormClosed, saveAffiliateFx.done);
export const $affiliateSaving = saveAffiliateFx.pending;

const notifySuccessFx = createEffect((message: string) => {
  toast.success(shownMessage(message));
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(shownMessage(message));
});

sample({
  clock: affiliateSaved,
  fn: ({ created }) => (created ? AFFILIATE_MESSAGES.created : AFFILIATE_MESSAGES.updated),
  target: notifySuccessFx,
});
// A failed save keeps the modal open with what was typed.
sample({
  clock: saveAffiliateFx.failData,
  fn: (error) => (error.fromServer && error.message ? error.message : AFFILIATE_MESSAGES.saveFailed),
  target: notifyErrorFx,
});

// ── Delete, with its confirm modal

export const affiliateDeleteRequested = createEvent<Affiliate>();
export const affiliateDeleteClosed = createEvent();
export const affiliateDeleteConfirmed = createEvent();

export const deleteAffiliateFx = createEffect<string, MessageResponse, ApiError>(deleteAffiliate);
/** The id of an offer the server removed. */
export const affiliateDeleted = deleteAffiliateFx.done.map(({ params }) => params);

export const $affiliateToDelete = createStore<Affiliate | null>(null)
  .on(affiliateDeleteRequested, (_, affiliate) => affiliate)
  .reset(affiliateDeleteClosed, deleteAffiliateFx.done);
export const $affiliateDeleting = deleteAffiliateFx.pending;

sample({
  clock: affiliateDeleteConfirmed,
  source: $affiliateToDelete,
  filter: Boolean,
  fn: (affiliate) => affiliate._id,
  target: deleteAffiliateFx,
});
sample({ clock: deleteAffiliateFx.done, fn: () => AFFILIATE_MESSAGES.deleted, target: notifySuccessFx });
sample({ clock: deleteAffiliateFx.fail, fn: () => AFFILIATE_MESSAGES.deleteFailed, target: notifyErrorFx });
