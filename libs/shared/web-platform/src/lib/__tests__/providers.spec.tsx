import { createApiClient } from '@jobs/api-client';
import { render, renderHook, screen } from '@testing-library/react';
import {
  ApiClientProvider,
  DEFAULT_RUNTIME_CONFIG,
  RuntimeConfigProvider,
  useApiClient,
  useRuntimeConfig,
} from '../../index';

const ShowAppName = () => <p>{useRuntimeConfig().appName}</p>;

describe('providers', () => {
  it('gives the runtime config to components when it is provided', () => {
    render(
      <RuntimeConfigProvider config={{ ...DEFAULT_RUNTIME_CONFIG, appName: 'Jobs' }}>
        <ShowAppName />
      </RuntimeConfigProvider>,
    );
    expect(screen.getByText('Jobs')).toBeTruthy();
  });

  it('throws a clear error when the runtime config is used without its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useRuntimeConfig())).toThrow(
      'useRuntimeConfig must be used inside <RuntimeConfigProvider>',
    );
    vi.mocked(console.error).mockRestore();
  });

  it('gives the api client to hooks when it is provided', () => {
    const client = createApiClient({ audience: 'employer', baseUrl: 'http://api.test/api' });
    const { result } = renderHook(() => useApiClient(), {
      wrapper: ({ children }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>,
    });
    expect(result.current).toBe(client);
    expect(result.current.audience).toBe('employer');
  });

  it('throws a clear error when the api client is used without its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow('useApiClient must be used inside <ApiClientProvider>');
    vi.mocked(console.error).mockRestore();
  });
});
