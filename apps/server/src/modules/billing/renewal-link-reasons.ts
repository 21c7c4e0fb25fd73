/*
 * Why a renewal's payment link (decision 0102) ended unpaid, as its payment's failure reason: the renewal
 * sweep reads it to tell a family who renewed in the app (nothing to say) from one whose link lapsed.
 */
export const LINK_REPLACED_REASON = "Renewed in the app instead of by the payment link";
export const LINK_EXPIRED_REASON = "The payment link was not paid by its day";
