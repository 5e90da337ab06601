import { Controller, Get, Query } from '@nestjs/common';

@Controller('profiles')
export class GithubProfileController {
  @Get('github')
  async github(@Query('user') user: string) {
    const response = await fetch(`https://api.github.com/users/${encodeURIComponent(user)}`, {
      headers: { accept: 'application/vnd.github+json' },
    });
    const body = await response.json();
    return { login: body.login, repos: body.public_repos };
  }
}
