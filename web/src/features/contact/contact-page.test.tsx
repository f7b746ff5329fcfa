import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

describe('/contact', () => {
  it('checks the fields before sending, then sends and says so (product §14)', async () => {
    const calls = mockApi({
      'POST /api/v1/contact': () =>
        json(201, { id: 7, message: "Message sent! We'll get back to you within 24 hours." }),
    });
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact and support' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(5);
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'García');
    await user.type(screen.getByLabelText('Email'), 'ana@example');
    await user.type(screen.getByLabelText('Subject'), 'Refund');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      screen.getByText('Please enter a valid email address, so that we can answer you.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Email'), '.com');
    await user.type(screen.getByLabelText('Message'), ', really.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status', { name: '' }, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findAllByText("Message sent! We'll get back to you within 24 hours."),
    ).not.toHaveLength(0);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/contact',
        body: {
          firstName: 'Ana',
          lastName: 'García',
          email: 'ana@example.com',
          subject: 'Refund',
          message: 'Too short, really.',
          lang: 'en',
        },
      },
    ]);
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('shows the failure text of product §14 and the limit when the server refuses', async () => {
    mockApi({
      'POST /api/v1/contact': () =>
        json(429, { status: 429, title: 'Too Many Messages', code: 'rate_limited' }),
    });
    const { user } = renderApp('/contact');
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'G');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'A question about credits.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have sent several messages in a short time. Please wait an hour before sending another one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  });

  it('answers at least ten questions in the FAQ, in the interface language', async () => {
    renderApp('/contact', { language: 'de' });
    const faq = await screen.findByRole('region', { name: 'Häufige Fragen' });
    const questions = within(faq).getAllByRole('group');
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(within(faq).getByText('Was sind Credits und wofür zahlen sie?')).toBeInTheDocument();
  });
});
