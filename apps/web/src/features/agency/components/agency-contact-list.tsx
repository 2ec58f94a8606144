import { footerAddress, telHref } from '@tripfront/domain/navigation/shell';
import { useAgency } from '../api/get-agency.ts';

interface AgencyContactListProps {
  /** The list's class: its page styles it (each address line is an `address > span`). */
  className: string;
  labels: { phone: string; email: string; address: string };
  /** Shown when the agency gives no phone, email or address. */
  none: string;
}

/**
 * The agency's phone, email and address as a description list: the traveller's and the agent's
 * Support pages. The address shows whatever the footer flag says (the footer may hide it; a person
 * asking for help should still find it).
 */
export function AgencyContactList({ className, labels, none }: AgencyContactListProps) {
  const agency = useAgency();
  const phone = agency.contactPhoneNumber.trim();
  const email = agency.contactEmailId.trim();
  const address = footerAddress({ ...agency, displayAddressFooter: true });
  if (phone === '' && email === '' && address.length === 0) return <p>{none}</p>;
  return (
    <dl className={className}>
      {phone && (
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            <a href={telHref(phone)} dir="ltr" className="tf-ltr">
              {phone}
            </a>
          </dd>
        </div>
      )}
      {email && (
        <div>
          <dt>{labels.email}</dt>
          <dd>
            <a href={`mailto:${email}`} dir="ltr" className="tf-ltr">
              {email}
            </a>
          </dd>
        </div>
      )}
      {address.length > 0 && (
        <div>
          <dt>{labels.address}</dt>
          <dd>
            <address>
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </dd>
        </div>
      )}
    </dl>
  );
}
