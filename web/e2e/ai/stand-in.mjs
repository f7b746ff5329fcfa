// A tiny OpenAI-compatible stand-in for the AI e2e tests: a chat completion
// answers, as structured JSON, by the schema it asks for: the same Spanish
// story, 13 story ideas (the Genie) or an answer about the story.
import { createServer } from 'node:http';

const standInStory = 'Un gato curioso sube al tejado y mira la luna toda la noche.';

const port = Number(process.env.STORYGLOT_AI_STAND_IN_PORT ?? 18191);

function answer(schemaName) {
  switch (schemaName) {
    case 'story_ideas':
      return {
        ideas: Array.from({ length: 13 }, (_, i) => ({
          title: `Idea ${String(i + 1)}: a cat on the roof`,
          difficulty: ['Beginner', 'Intermediate', 'Advanced'][i % 3],
          description: 'A curious cat climbs to the roof to look at the moon.',
        })),
      };
    case 'genie_answer':
      return { answer: 'Gato means cat.' };
    default:
      return { story: standInStory };
  }
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'GET' && req.url === '/healthz') {
      res.end('{"ok":true}');
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      let schemaName = 'story';
      try {
        schemaName = JSON.parse(Buffer.concat(chunks).toString()).response_format.json_schema.name;
      } catch {
        // Not a structured request: answer with the story.
      }
      const content = JSON.stringify(answer(schemaName));
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
