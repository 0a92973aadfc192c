// An error group as the service sends one, for tests: every field of the spec, the ones a test is
// about given. The watch's and the errors screens' fixtures start from it.
import type { Read } from '../reading.ts';
import type { errorGroupSchema } from '../schemas/errors.ts';

export type ErrorGroup = Read<typeof errorGroupSchema>;

export function errorGroup(id: string, fields: Partial<ErrorGroup> = {}): ErrorGroup {
  return {
    id: `1:${id}`,
    hashName: id,
    message: `Error ${id}`,
    status: 'Open',
    users: 1,
    events: 1,
    comments: 0,
    trackerALink: '',
    trackerBLink: '',
    trackerCLink: '',
    trackerDLink: '',
    trackerELink: '',
    trackerFLink: '',
    projectId: 'demo-browser',
    teamId: 't',
    trends: [],
    created: '2026-11-01T00:00:00.000Z',
    firstAt: '2026-11-01T00:00:00.000Z',
    lastAt: '2026-11-23T09:00:00.000Z',
    ...fields,
  };
}
