<?php
// A base the server chose (a folder or an API root from configuration) then `/` and request data:
// the scheme and host are not the client's.
final class HandbookPages
{
    public function __construct(private string $pagesDir, private string $apiBase, private string $mirror) {}

    public function page(string $slug): string
    {
        // ok: php-ssrf
        return (string) file_get_contents($this->pagesDir . '/' . $slug . '.md');
    }

    public function remote(string $id): string
    {
        // ok: php-ssrf
        return (string) file_get_contents($this->apiBase . '/v2/items/' . rawurlencode($id));
    }

    public function glued(string $suffix): string
    {
        // No separator: the client's text may finish the host (`mirror` + `.evil.example`).
        // ruleid: php-ssrf
        return (string) file_get_contents($this->mirror . $suffix);
    }
}

$pages = new HandbookPages(__DIR__ . '/pages', getenv('API_BASE') ?: 'https://api.example.com', getenv('MIRROR') ?: 'https://mirror');
echo $pages->page($_GET['slug']);
echo $pages->remote($_GET['id']);
// The call hands the request data to the fetch: reported here too.
// ruleid: php-ssrf
echo $pages->glued($_GET['suffix']);
// The client's text first: it chooses the server.
// ruleid: php-ssrf
echo file_get_contents($_GET['base'] . '/feed.xml');
