// markdown-it-container ships no types; only what markdown.server.ts uses is declared.
declare module 'markdown-it-container' {
  import type { MarkdownIt, Renderer, Token } from 'markdown-it';

  export interface ContainerOptions {
    validate?: (params: string, markup: string) => boolean;
    render?: (
      tokens: Token[],
      idx: number,
      options: Parameters<Renderer['renderToken']>[2],
      env: unknown,
      self: Renderer,
    ) => string;
    marker?: string;
  }

  export default function container(md: MarkdownIt, name: string, options?: ContainerOptions): void;
}
