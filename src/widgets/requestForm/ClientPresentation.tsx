// A client's own words on its form (part 2 §2.3): the banner, the instructional text (sanitised HTML or
// line by line) in an info alert, and the footer message in a warning alert.
import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import { safeUrl } from '../../platform/http/safeUrl';
import { Alert } from '../../ui/Alert';
import { RichText } from '../../ui/RichText';

export function ClientBanner({ client }: { client: ClientConfig | undefined }) {
  const banner = safeUrl(client?.bannerUrl);
  const text = client?.instructionalText?.trim();
  return (
    <>
      {banner ? (
        <img
          src={banner}
          alt={`${client?.companyName ?? ''} banner`}
          className="max-h-40 w-full rounded-md object-cover"
        />
      ) : null}
      {text ? (
        <Alert kind="info">
          <RichText text={text} className="space-y-1 [&_a]:underline" />
        </Alert>
      ) : null}
    </>
  );
}

export function ClientFooterMessage({ client }: { client: ClientConfig | undefined }) {
  const text = client?.projectSubmissionFooterMessage?.trim();
  return text ? <Alert kind="warning">{text}</Alert> : null;
}
