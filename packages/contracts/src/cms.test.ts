import { describe, expect, it } from 'vitest';
import { isBlankHtml, placeholderProblem, placeholderRule, placeholdersIn, updateEmailTemplateBody } from './cms';

describe('CMS content rules', () => {
  it('treats empty editor output as no content, an image as content', () => {
    for (const html of ['', '<p></p>', '<p><br></p>', '<p>&nbsp; </p>']) expect(isBlankHtml(html)).toBe(true);
    expect(isBlankHtml('<p><img src="/x.png"></p>')).toBe(false);
    expect(updateEmailTemplateBody.safeParse({ content: '<p></p>' }).error?.issues[0]?.message).toBe('Please enter the content.');
  });

  it('finds placeholders and judges them against the template', () => {
    expect(placeholdersIn('Hi {{ name }}, {{link}} {{name}}')).toEqual(['name', 'link']);
    const rule = placeholderRule(1, 'forgot-password');
    expect(placeholderProblem(rule, '<a href="{{link}}">{{name}}</a>')).toBeNull();
    expect(placeholderProblem(rule, '{{name}}')).toBe('The template must contain {{link}}.');
    expect(placeholderProblem(rule, '{{link}} {{token}}')).toBe(
      '{{token}} is not a placeholder of this template. Use {{name}}, {{link}}, {{expiresIn}}, {{productName}}.',
    );
    expect(placeholderRule(2, 'some-new-template')).toEqual({ allowed: ['name', 'productName'], required: [], secret: [] });
  });
});
