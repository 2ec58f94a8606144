export type SocialNetwork = 'linkedin' | 'instagram' | 'facebook' | 'twitter' | 'youtube' | 'discord' | 'tiktok';

/** Spec §3 order. Mirrors SOCIAL_NETWORKS of the domain agency module (kept out of the start-up bundle). */
export const SOCIAL_NETWORK_ORDER: readonly SocialNetwork[] = ['linkedin', 'instagram', 'facebook', 'twitter', 'youtube', 'discord', 'tiktok'];

const PATHS: Record<SocialNetwork, string> = {
  linkedin: 'M6.5 9v9M6.5 6v.01M10.5 18v-5.5a2.5 2.5 0 0 1 5 0V18M10.5 9v9',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5v.01',
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z',
  twitter: 'M4 4l16 16M20 4L4 20',
  youtube:
    'M3.5 7.5c.2-1.5 1.2-2.5 2.7-2.6C8 4.8 10 4.7 12 4.7s4 .1 5.8.2c1.5.1 2.5 1.1 2.7 2.6.2 1.5.2 3 .2 4.5s0 3-.2 4.5c-.2 1.5-1.2 2.5-2.7 2.6-1.8.1-3.8.2-5.8.2s-4-.1-5.8-.2c-1.5-.1-2.5-1.1-2.7-2.6C3.3 15 3.3 13.5 3.3 12s0-3 .2-4.5zM10 9l5 3-5 3z',
  discord:
    'M8 6.5a14 14 0 0 1 8 0M7.5 17.5a14 14 0 0 0 9 0M5 16c-1-3-1-6.5.8-9.8 1-.6 2-1 3.2-1.2l.5 1M19 16c1-3 1-6.5-.8-9.8-1-.6-2-1-3.2-1.2l-.5 1M5 16c1 1 2.2 1.7 3.5 2l.8-1.5M19 16c-1 1-2.2 1.7-3.5 2l-.8-1.5M9.5 12.5v.01M14.5 12.5v.01',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.3 4 5 4.2',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
