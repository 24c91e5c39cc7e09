// Owns the list of projections: every provider marked @Projection() in any module, found once at
// start-up. Names are unique (a name is a table prefix, a checkpoint row and a job name).
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Projection, type ProjectionHandler } from './projection.js';

@Injectable()
export class ProjectionRegistry implements OnModuleInit {
  private projections: ProjectionHandler[] = [];
  private inlineByType = new Map<string, ProjectionHandler[]>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const found = this.discovery
      .getProviders({ metadataKey: Projection.KEY })
      .map((wrapper) => wrapper.instance as ProjectionHandler)
      .filter(Boolean);
    const names = new Set<string>();
    for (const projection of found) {
      if (names.has(projection.name)) throw new Error(`Two projections are named ${projection.name}`);
      names.add(projection.name);
    }
    this.projections = found;
    this.inlineByType = new Map();
    for (const projection of found.filter((p) => p.kind === 'inline')) {
      for (const type of projection.handles) this.inlineByType.set(type, [...(this.inlineByType.get(type) ?? []), projection]);
    }
  }

  list(): readonly ProjectionHandler[] {
    return this.projections;
  }

  get(name: string): ProjectionHandler {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`No projection named ${name}`);
    return projection;
  }

  /** The inline projections of one event type, in discovery order. */
  inlineFor(type: string): readonly ProjectionHandler[] {
    return this.inlineByType.get(type) ?? [];
  }

  /** Async projections and reactors: the ones the workers run. */
  async(): ProjectionHandler[] {
    return this.projections.filter((p) => p.kind !== 'inline');
  }

  /** Async projections and reactors that handle any of these event types. */
  asyncFor(types: ReadonlySet<string>): ProjectionHandler[] {
    return this.async().filter((p) => p.handles.some((type) => types.has(type)));
  }
}
