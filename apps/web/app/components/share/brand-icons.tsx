import type { ReactNode, SVGProps } from 'react';

/**
 * Small marks for the networks, drawn like lucide's icons (24 grid, 2 px round strokes) since
 * lucide no longer ships brand icons. Decorative: the link's text names the network.
 */
function Mark({ children, ...rest }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function XMark(props: SVGProps<SVGSVGElement>) {
  return (
    <Mark {...props}>
      <path d="M4 4h4.5L20 20h-4.5ZM4 20l6.5-6.5M13.5 10.5 20 4" />
    </Mark>
  );
}

export function FacebookMark(props: SVGProps<SVGSVGElement>) {
  return (
    <Mark {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3Z" />
    </Mark>
  );
}

export function LinkedInMark(props: SVGProps<SVGSVGElement>) {
  return (
    <Mark {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6ZM2 9h4v12H2Z" />
      <circle cx="4" cy="4" r="2" />
    </Mark>
  );
}

export function PinterestMark(props: SVGProps<SVGSVGElement>) {
  return (
    <Mark {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m10 21 2.5-10M9 14.5a4 4 0 1 1 3 1.5c-.8 0-1.5-.3-1.9-.8" />
    </Mark>
  );
}

export function WhatsAppMark(props: SVGProps<SVGSVGElement>) {
  return (
    <Mark {...props}>
      <path d="M3 21l1.7-4.6A9 9 0 1 1 8 19.6Z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.8-2-1-1 1c-1.2-.5-2.2-1.5-2.7-2.7l1-1-1-2Z" />
    </Mark>
  );
}
