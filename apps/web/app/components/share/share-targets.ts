/** The share targets of an article (spec §2 /blog/{slug}), in the order the bar shows them. */
export const shareNetworks = [
  'twitter',
  'facebook',
  'linkedin',
  'pinterest',
  'whatsapp',
  'mailto',
] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

/** Size of the share pop-up window (spec §9). */
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 400;

const encode = encodeURIComponent;

/**
 * The share link of each network for a page. Every value is percent-encoded on its own
 * (spaces as `%20`, never `+`, which mail clients would show literally).
 */
export function shareTargets(
  url: string,
  title: string,
  description = '',
  image = '',
): Record<ShareNetwork, string> {
  const summary = description || title;
  return {
    twitter: `https://x.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`,
    pinterest: `https://pinterest.com/pin/create/button/?url=${encode(url)}&media=${encode(image)}&description=${encode(summary)}`,
    whatsapp: `https://api.whatsapp.com/send?text=${encode(`${title} ${url}`)}`,
    mailto: `mailto:?subject=${encode(title)}&body=${encode(description ? `${description}\n\n${url}` : url)}`,
  };
}

/**
 * Opens a share link in a 600 × 400 pop-up centred on the current window. `noopener` keeps
 * the network's page from reaching back into this one.
 */
export function openSharePopup(href: string): void {
  const left = Math.round(window.screenX + (window.outerWidth - SHARE_POPUP_WIDTH) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - SHARE_POPUP_HEIGHT) / 2);
  window.open(
    href,
    'share',
    `width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top},noopener,noreferrer`,
  );
}
