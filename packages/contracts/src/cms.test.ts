import { describe, expect, it } from 'vitest';
import { isBlankHtml, placeholderProblems, placeholderRule, placeholdersIn, updateEmailTemplateBody, updateSmsTemplateBody } from './cms';

describe('CMS content rules', () => {
  it('treats empty editor output as no content, an image as content', () => {
    for (const html of ['', '<p></p>', '<p><br></p>', '<p>&nbsp; </p>']) expect(isBlankHtml(html)).toBe(true);
    expect(isBlankHtml('<p><img src="/x.png"></p>')).toBe(false);
    expect(updateEmailTemplateBody.safeParse({ content: '<p></p>' }).error?.issues[0]?.message).toBe('Please enter the content.');
  });

  it('finds placeholders and judges them against the template', () => {
    expect(placeholdersIn('Hi {{ name }}, {{link}} {{name}}')).toEqual(['name', 'link']);
    const rule = placeholderRule(1, 'forgot-password');
    const unknownToken = '{{token}} is not a placeholder of this template. Use {{name}}, {{link}}, {{expiresIn}}, {{productName}}.';
    expect(placeholderProblems(rule, '<a href="{{link}}">{{name}}</a>')).toEqual({});
    expect(placeholderProblems(rule, '{{name}}')).toEqual({ content: 'The template must contain {{link}}.' });
    expect(placeholderProblems(rule, '{{link}} {{token}}')).toEqual({ content: unknownToken });
    // Each problem under the field that has it: the subject's unknown placeholder is not the content's.
    expect(placeholderProblems(rule, '{{link}}', 'Reset {{token}}')).toEqual({ subject: unknownToken });
    expect(placeholderProblems(rule, '{{name}}', '{{token}}')).toEqual({ subject: unknownToken, content: 'The template must contain {{link}}.' });
    expect(placeholderRule(2, 'some-new-template')).toEqual({ allowed: ['name', 'productName'], required: [], secret: [] });
  });

  it('refuses an SMS of more than ten parts, counted as the editor counts them', () => {
    expect(updateSmsTemplateBody.safeParse({ content: 'a'.repeat(1530) }).success).toBe(true);
    expect(updateSmsTemplateBody.safeParse({ content: 'a'.repeat(1531) }).error?.issues[0]?.message).toBe('An SMS may have at most 10 parts; this one has 11.');
    expect(updateSmsTemplateBody.safeParse({ content: 'م'.repeat(671) }).error?.issues[0]?.message).toBe('An SMS may have at most 10 parts; this one has 11.');
  });
});
