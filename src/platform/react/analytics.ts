// Visitor analytics (part 2 §4.2: 'Project Created', 'Quote Created'): one small module, so the events
// have one shape and one place to change. Events go to the page's data layer when an analytics tag put
// one there (window.dataLayer, the common convention); without one nothing is sent anywhere.
export type AnalyticsEvent = 'Project Created' | 'Quote Created';

interface DataLayerWindow {
  dataLayer?: { push: (entry: Record<string, unknown>) => unknown };
}

export function trackEvent(
  event: AnalyticsEvent,
  properties: Record<string, string | number | undefined> = {},
): void {
  const layer = (globalThis as DataLayerWindow).dataLayer;
  try {
    layer?.push({ event, ...properties });
  } catch {
    // A broken tag never breaks a submission.
  }
}
