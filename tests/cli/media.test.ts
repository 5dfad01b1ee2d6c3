// mt media and mt voices, in-process on the embedded fixtures: one request per project type (the body the
// fixtures stored says what was asked), and the panel's rules as one-line errors with exit 2.
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome, STACK_LINE } from './support';

interface Shown {
  id: string;
  name: string;
  origination: string;
  sourceLanguage: { id: string };
  targetLanguages: { id: string }[];
  files: { fileName: string; category: string }[];
}

describe('mt media', { timeout: 30_000 }, () => {
  const home = cliHome();
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(home.dir, 'media-'));
    writeFileSync(join(dir, 'interview.mp3'), Buffer.alloc(2_000, 1));
    writeFileSync(join(dir, 'webinar.mp4'), Buffer.alloc(3_000, 2));
    writeFileSync(join(dir, 'notes.pdf'), 'not media');
    await home.run(['login', '--user', 'client']);
  });
  afterAll(() => home.cleanup());
  const run = (...args: string[]) => home.run(args, { cwd: dir });
  const started = async (...args: string[]) => {
    const result = await run('--json', 'mt', 'media', ...args);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^Started /);
    const { id } = result.json<{ id: string }>();
    return (await run('--json', 'request', 'show', id)).json<Shown>();
  };

  it('transcription: the source language only, subtitle types as given', async () => {
    const human = await run(
      'mt',
      'media',
      'interview.mp3',
      '--type',
      'transcription',
      '--from',
      'enu',
      '--subtitles',
      'srt,TXT',
      '--name',
      'Interview',
    );
    expect(human.code).toBe(0);
    const id = human.stdout.trim();
    expect(id).toMatch(/^jr-\d+$/);
    expect(human.stderr).toContain(
      `Started transcription ${id}; follow it with \`llts request wait ${id} --until Completed\`.`,
    );
    const shown = (await run('--json', 'request', 'show', id)).json<Shown>();
    expect(shown).toMatchObject({
      name: 'Interview',
      origination: 'MEDIAAI',
      sourceLanguage: { id: 'enu' },
      targetLanguages: [],
    });
    expect(shown.files).toEqual([
      expect.objectContaining({ fileName: 'interview.mp3', category: 'SOURCE_DOCUMENT' }),
    ]);
  });

  it('transcription and translation: targets space or comma separated', async () => {
    const shown = await started(
      'webinar.mp4',
      'interview.mp3',
      '--type',
      'transcription-and-translation',
      '--from',
      'English (United States)',
      '--to',
      'deu',
      'fra,spa',
      '--subtitles',
      'SRT,VTT',
    );
    expect(shown.targetLanguages.map((l) => l.id)).toEqual(['deu', 'fra', 'spa']);
    expect(shown.files.map((f) => f.fileName)).toEqual(['webinar.mp4', 'interview.mp3']);
  });

  it('dubbing: a voice per target, by voice name or display name', async () => {
    const shown = await started(
      'webinar.mp4',
      '--type',
      'dubbing',
      '--from',
      'enu',
      '--to',
      'deu',
      'spa',
      '--voice',
      'deu=ben',
      'Spanish (Spain)=Aria',
    );
    expect(shown.targetLanguages.map((l) => l.id)).toEqual(['deu', 'spa']);
  });

  it('embedding: translated subtitles into the video', async () => {
    const shown = await started('webinar.mp4', '--type', 'embedding', '--from', 'enu', '--to', 'fra');
    expect(shown.targetLanguages.map((l) => l.id)).toEqual(['fra']);
  });

  it("the panel's rules, one line each with the spec's message, exit 2", async () => {
    const cases: [string[], string][] = [
      [
        [
          'webinar.mp4',
          '--type',
          'dubbing',
          '--from',
          'enu',
          '--to',
          'deu,tha,vit',
          '--voice',
          'deu=ben',
          'tha=ben',
          'vit=ben',
        ],
        'to: Dubbing is not supported for: Thai, Vietnamese',
      ],
      [
        ['webinar.mp4', '--type', 'dubbing', '--from', 'enu', '--to', 'deu,fra', '--voice', 'deu=ben'],
        'voice fra: Required',
      ],
      [
        ['interview.mp3', '--type', 'embedding', '--from', 'enu', '--to', 'deu'],
        'files: Subtitles can only be embedded into video files',
      ],
      [
        ['notes.pdf', '--type', 'transcription', '--from', 'enu'],
        'files: notes.pdf is not a supported file type',
      ],
      [['webinar.mp4', '--type', 'transcription-and-translation', '--from', 'enu'], 'to: Required'],
      [
        ['webinar.mp4', '--type', 'transcription-and-translation', '--from', 'enu', '--to', 'enu'],
        'to: Target languages cannot include a source language',
      ],
      [
        [
          'webinar.mp4',
          '--type',
          'transcription-and-translation',
          '--from',
          'enu',
          '--to',
          'deu,fra,ita,spa,nld,plk,jpn,kor,chs,ara,hin',
        ],
        'to: Select at most 10 target languages',
      ],
      [
        ['webinar.mp4', '--type', 'transcription', '--from', 'isl'],
        "from: 'isl' is not a source language of media translation",
      ],
      [
        ['webinar.mp4', '--type', 'subtitles', '--from', 'enu'],
        "Unknown project type 'subtitles'; one of transcription, transcription-and-translation, dubbing, embedding.",
      ],
      [
        ['webinar.mp4', '--type', 'transcription', '--from', 'enu', '--to', 'deu'],
        '--to is not used for transcription: the transcript stays in the source language.',
      ],
      [
        ['webinar.mp4', '--type', 'dubbing', '--from', 'enu', '--to', 'deu', '--subtitles', 'SRT'],
        '--subtitles is not used for dubbing.',
      ],
      [
        ['webinar.mp4', '--type', 'embedding', '--from', 'enu', '--to', 'deu', '--voice', 'deu=ben'],
        '--voice is only used for dubbing.',
      ],
      [
        ['webinar.mp4', '--type', 'transcription', '--from', 'enu', '--subtitles', 'SRT,MP3'],
        `Unknown subtitle type MP3; one of SRT, DOCX, JSON, TXT, PAC, DFXP, VTT, IMSC, ITT, SCC, SMI, TTML, STL, XIF, XLSX.`,
      ],
      [
        ['webinar.mp4', '--type', 'dubbing', '--from', 'enu', '--to', 'deu', '--voice', 'deu=Hans'],
        "Unknown voice 'Hans'; one of aria, ben, chloe, dmitri, esme, felix.",
      ],
      [
        ['webinar.mp4', '--type', 'dubbing', '--from', 'enu', '--to', 'deu', '--voice', 'fra=ben'],
        "--voice 'fra=ben': fra is not one of the --to languages.",
      ],
    ];
    for (const [args, message] of cases) {
      const result = await run('mt', 'media', ...args);
      expect({ args, code: result.code, stderr: result.stderr.trim() }).toEqual({
        args,
        code: 2,
        stderr: message,
      });
      expect(result.stderr).not.toMatch(STACK_LINE);
    }
  });

  it('the size limits of the settings (audio and video apart), and --json errors', async () => {
    const big = mkdtempSync(join(home.dir, 'big-'));
    // acme's settings (the client persona): audio 100 MB, video 500 MB. Sparse files: nothing is read or sent.
    writeFileSync(join(big, 'long.wav'), '');
    truncateSync(join(big, 'long.wav'), 101 * 1024 * 1024);
    const result = await home.run(
      ['--json', 'mt', 'media', 'long.wav', '--type', 'transcription', '--from', 'enu'],
      { cwd: big },
    );
    expect(result.code).toBe(2);
    expect(result.json()).toMatchObject({
      error: {
        code: 'invalidInput',
        fields: { files: 'long.wav must be smaller than the audio file limit of 100 MB' },
      },
    });
  });

  it('is refused where the settings do not offer media translation (exit 1)', async () => {
    const other = await home.run(
      ['--user', 'noapps', 'mt', 'media', 'webinar.mp4', '--type', 'transcription', '--from', 'enu'],
      { cwd: dir },
    );
    expect(other.code).toBe(1);
    expect(other.stderr.trim()).toBe('Media translation is not enabled for your company.');
  });

  it('voices lists the dubbing voices with their samples', async () => {
    const list = (await run('--json', 'mt', 'voices')).json<{ voiceName: string; sampleUrl: string }[]>();
    expect(list.map((v) => v.voiceName)).toContain('aria');
    const human = await run('mt', 'voices');
    expect(human.stdout).toMatch(/^voice\s+description\s+sample/);
    expect(human.stdout).toMatch(/aria\s+Aria — female, warm\s+\S+aria\.wav/);
  });
});
