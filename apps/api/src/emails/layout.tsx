import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { languageDirection } from '@tripfront/domain/email-language';
import { themeColors, type Agency, type LanguageCode } from '@tripfront/domain';

/** A logo mail clients can show: an http(s) image, or a raster data: URL (sent as an inline attachment). SVG is not shown by most clients. */
export function emailLogo(logo: string): string | null {
  if (/^https?:\/\//i.test(logo)) return logo;
  if (/^data:image\/(png|jpeg|gif);base64,/i.test(logo)) return logo;
  return null;
}

/** What every email says, in its recipient's language: a greeting, paragraphs, one button, a closing line. */
export interface EmailContent {
  language: LanguageCode;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action: { label: string; href: string };
  /** Empty for none. */
  outro: string;
}

const font = "system-ui,-apple-system,'Segoe UI',sans-serif";

/**
 * An email in the agency's branding: its logo (when a mail client can show it) or name, its primary
 * colour for the top rule and, made readable (WCAG AA), for the button (with black or white text by
 * the spec §9 brightness rule; domain/theme.ts), the button's link written out for clients that
 * hide buttons, and the agency's contact address. Arabic reads right to left (`dir` on the page and
 * its text alignment).
 */
export function EmailLayout({ agency, content }: { agency: Agency; content: EmailContent }) {
  const { primary, foreground, solid } = themeColors(agency.primaryColor);
  const dir = languageDirection(content.language);
  const align = dir === 'rtl' ? 'right' : 'left';
  const logo = emailLogo(agency.logo);
  const contact = agency.contactEmailId;
  const paragraph = { fontSize: '16px', lineHeight: '1.5', textAlign: align } as const;
  return (
    <Html lang={content.language} dir={dir}>
      <Head>
        <title>{content.subject}</title>
      </Head>
      <Preview>{content.paragraphs[0] ?? content.subject}</Preview>
      <Body style={{ fontFamily: font, color: '#212529', margin: 0, padding: '24px', background: '#f1f3f5' }}>
        <Container style={{ maxWidth: '560px', background: '#ffffff', borderRadius: '8px', borderTop: `6px solid ${primary}`, padding: '24px' }}>
          <Section>
            {logo ? (
              <Img src={logo} alt={agency.agencyName} height="40" style={{ maxHeight: '40px' }} />
            ) : (
              <Text style={{ fontSize: '20px', fontWeight: 700, margin: 0, textAlign: align }}>{agency.agencyName}</Text>
            )}
          </Section>
          <Section>
            <Text style={paragraph}>{content.greeting}</Text>
            {content.paragraphs.map((p, i) => (
              <Text key={i} style={paragraph}>
                {p}
              </Text>
            ))}
            <Section style={{ margin: '24px 0', textAlign: align }}>
              <Button
                href={content.action.href}
                style={{ background: solid, color: foreground, padding: '12px 20px', borderRadius: '6px', fontWeight: 600, textDecoration: 'none' }}
              >
                {content.action.label}
              </Button>
            </Section>
            {content.outro ? <Text style={{ fontSize: '14px', color: '#495057', lineHeight: '1.5', textAlign: align }}>{content.outro}</Text> : null}
            <Text style={{ fontSize: '13px', color: '#495057', wordBreak: 'break-all', textAlign: align }}>
              <Link href={content.action.href} style={{ color: '#495057' }}>
                {content.action.href}
              </Link>
            </Text>
          </Section>
          <Hr style={{ borderColor: '#e9ecef' }} />
          <Text style={{ fontSize: '12px', color: '#6c757d', textAlign: align }}>
            {agency.agencyName}
            {contact ? (
              <>
                {' · '}
                <Link href={`mailto:${contact}`} style={{ color: '#495057' }}>
                  {contact}
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
