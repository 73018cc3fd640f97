import { remoteFallbackCopy } from './remote-fallback.copy';

export function RemoteLoading() {
  return <p role="status">{remoteFallbackCopy.loading}</p>;
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <h1>{remoteFallbackCopy.title}</h1>
      <p>{remoteFallbackCopy.body}</p>
      <button type="button" onClick={onRetry}>{remoteFallbackCopy.retry}</button>
      <a href="/contact">{remoteFallbackCopy.contact}</a>
    </div>
  );
}
