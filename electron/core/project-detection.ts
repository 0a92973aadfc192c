// Which kind each project is, browser or APM, read from the shape of its report (spec 2.2, 2.4):
// how an account's projects are known when it is added or moved to another address.
import { Refusal, type Project } from '../../shared/bridge.ts';
import { reportKind, type Report } from '../../shared/schemas/reports.ts';
import type { Gateway } from './gateway.ts';

/** The projects `projectIds` name at `baseUrl`, the `known` ones kept as they are; any failure refuses the whole set. */
export async function detectProjects(
  gateway: Gateway,
  baseUrl: string,
  apiKey: string,
  projectIds: string[],
  known: Project[] = [],
): Promise<Project[]> {
  const projects: Project[] = [];
  for (const id of [...new Set(projectIds)]) {
    const existing = known.find((project) => project.id === id);
    if (existing) {
      projects.push(existing);
      continue;
    }
    const result = await gateway.fetchOnce(
      { account: { id: 'new', baseUrl }, apiKey, kind: undefined },
      { endpoint: 'reports', path: { projectId: id }, query: { timeDur: '1d' } },
    );
    if (!result.ok) throw new Refusal({ ...result.error, message: `Project ${id}: ${result.error.message}` });
    projects.push({ id, name: id, kind: reportKind(result.data as Report) });
  }
  return projects;
}
