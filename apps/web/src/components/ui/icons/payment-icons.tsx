import type { ReactNode } from 'react';

export type PaymentBrand = 'discover' | 'visa' | 'amex' | 'mastercard' | 'bitcoin';

/** Card-shaped 48×30 brand marks, drawn here so nothing loads from elsewhere. */
function Card({ label, children, background = '#ffffff' }: { label: string; children: ReactNode; background?: string }) {
  return (
    <svg className="tf-payment-icon" viewBox="0 0 48 30" width="48" height="30" role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={background} stroke="#ced4da" />
      {children}
    </svg>
  );
}

export function PaymentIcon({ brand, label }: { brand: PaymentBrand; label: string }) {
  switch (brand) {
    case 'visa':
      return (
        <Card label={label}>
          <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontStyle="italic" fontWeight="800" fill="#1a1f71">
            VISA
          </text>
        </Card>
      );
    case 'mastercard':
      return (
        <Card label={label}>
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="29" cy="15" r="8" fill="#f79e1b" />
          <path d="M24 8.8a8 8 0 0 1 0 12.4 8 8 0 0 1 0-12.4z" fill="#ff5f00" />
        </Card>
      );
    case 'amex':
      return (
        <Card label={label} background="#2e77bc">
          <text x="24" y="19" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="800" fill="#ffffff">
            AMEX
          </text>
        </Card>
      );
    case 'discover':
      return (
        <Card label={label}>
          <text x="5" y="18.5" fontFamily="Arial, sans-serif" fontSize="7.2" fontWeight="700" fill="#231f20">
            DISC
          </text>
          <circle cx="27.5" cy="15.8" r="3.6" fill="#f58220" />
          <text x="31.5" y="18.5" fontFamily="Arial, sans-serif" fontSize="7.2" fontWeight="700" fill="#231f20">
            VER
          </text>
        </Card>
      );
    case 'bitcoin':
      return (
        <Card label={label}>
          <circle cx="24" cy="15" r="10" fill="#f7931a" />
          <path
            d="M21.5 9.5v11M23 8v2M25.5 8v2M23 20v2M25.5 20v2M20 10.5h5.2a2.1 2.1 0 0 1 0 4.2H21.5M21.5 14.7h4.4a2.4 2.4 0 0 1 0 4.8H20"
            fill="none"
            stroke="#ffffff"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </Card>
      );
  }
}
