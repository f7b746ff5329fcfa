// A tiny OpenAI-compatible stand-in for the AI story e2e test: every chat
// completion answers with the same Spanish story as structured JSON.
import { createServer } from 'node:http';

const standInStory = 'Un gato curioso sube al tejado y mira la luna toda la noche.';

const port = Number(process.env.STORYGLOT_AI_STAND_IN_PORT ?? 18191);

createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'GET' && req.url === '/healthz') {
      res.end('{"ok":true}');
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      const content = JSON.stringify({ story: standInStory });
      res.end(
        JSON.stringify({
          id: 'stand-in',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end('{"error":{"message":"not found"}}');
  });
}).listen(port, '127.0.0.1');
