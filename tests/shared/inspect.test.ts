import { describe, expect, it } from 'vitest';
import { inspect, inspectorEnabled, isInspectorRequested, maskSecrets } from '@/shared/lib/inspect';

describe('inspector switch', () => {
  it('is off for a normal visit', () => {
    expect(isInspectorRequested('', undefined)).toBe(false);
    expect(isInspectorRequested('?district=Dhaka', 'false')).toBe(false);
    // The test page has no ?inspect, so no inspector was created.
    expect(inspect).toBeUndefined();
    expect(inspectorEnabled).toBe(false);
  });

  it('is on with ?inspect in the address, with or without a value', () => {
    expect(isInspectorRequested('?inspect', undefined)).toBe(true);
    expect(isInspectorRequested('?district=Dhaka&inspect=1', undefined)).toBe(true);
  });

  it('is on with VITE_INSPECT=true', () => {
    expect(isInspectorRequested('', 'true')).toBe(true);
  });
});

describe('maskSecrets', () => {
  it('hides tokens and passwords at any depth and keeps everything else', () => {
    const event = {
      type: 'session.login',
      user: { id: '1', name: 'Rahima', token: 'secret-token' },
      form: { emailOrPhone: 'r@example.com', password: 'hunter22', confirmPassword: 'hunter22', otp: '123456' },
      list: [{ newPassword: 'x' }],
    };
    expect(maskSecrets(event)).toEqual({
      type: 'session.login',
      user: { id: '1', name: 'Rahima', token: '•••' },
      form: { emailOrPhone: 'r@example.com', password: '•••', confirmPassword: '•••', otp: '123456' },
      list: [{ newPassword: '•••' }],
    });
    expect(event.user.token).toBe('secret-token');
  });

  it('leaves non-plain objects as they are', () => {
    const error = new Error('boom');
    expect(maskSecrets({ error }).error).toBe(error);
    expect(maskSecrets(null)).toBeNull();
  });
});
