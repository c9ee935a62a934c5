import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

type WebpackHook = NonNullable<NextConfig['webpack']>;

interface StatsModule {
  name?: string;
  type?: string;
  size?: number;
  modules?: StatsModule[];
}
interface StatsChunk {
  id?: string | number;
  names?: string[];
  files?: string[];
  initial?: boolean;
  modules?: StatsModule[];
}

/** Flattens concatenated modules so each source file is listed with its own size. */
function flatten(mods: StatsModule[] = []): { name: string; size: number }[] {
  return mods.flatMap((m) =>
    m.modules?.length ? flatten(m.modules) : [{ name: m.name ?? `(${m.type ?? '?'})`, size: m.size ?? 0 }],
  );
}

/** A Next.js webpack hook: after the client build, writes client-chunks.json (chunk files → modules, sizes). */
export const writeClientChunkStats: WebpackHook = (config, { isServer, dir, config: nextConfig }) => {
  if (isServer) return config;
  const out = path.join(dir, nextConfig.distDir ?? '.next', 'client-chunks.json');
  config.plugins.push({
    apply(compiler: {
      hooks: {
        done: { tap(name: string, fn: (stats: { toJson(o: object): { chunks?: StatsChunk[] } }) => void): void };
      };
    }) {
      compiler.hooks.done.tap('client-chunk-stats', (stats) => {
        const json = stats.toJson({
          all: false,
          chunks: true,
          chunkModules: true,
          nestedModules: true,
          dependentModules: true,
          chunkModulesSpace: Infinity,
          nestedModulesSpace: Infinity,
          groupModulesByType: false,
          groupModulesByAttributes: false,
          groupModulesByPath: false,
          groupModulesByExtension: false,
          groupModulesByCacheStatus: false,
          groupModulesByLayer: false,
        });
        const chunks = (json.chunks ?? []).map((c) => ({
          id: c.id,
          names: c.names,
          files: c.files,
          initial: c.initial,
          modules: flatten(c.modules).sort((a, b) => b.size - a.size),
        }));
        writeFileSync(out, JSON.stringify(chunks));
      });
    },
  });
  return config;
};
