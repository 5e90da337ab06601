<?php

namespace app\components;

use Yii;

/**
 * Downloads cover images: from Open Library by ISBN, or from a URL a librarian pastes into
 * the cataloguing form.
 */
class CoverFetcher
{
    public function byIsbn(string $isbn): ?string
    {
        $ch = curl_init('https://covers.openlibrary.org/b/isbn/' . urlencode($isbn) . '-M.jpg');
        return $this->run($ch);
    }

    public function byCoverId(int $coverId): ?string
    {
        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, Yii::$app->params['coverHost'] . '/b/id/' . $coverId . '-L.jpg');
        return $this->run($ch);
    }

    public function fromUrl(string $url): ?string
    {
        $ch = curl_init($url);
        return $this->run($ch);
    }

    private function run($ch): ?string
    {
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_setopt($ch, CURLOPT_TIMEOUT, 10);
        $body = curl_exec($ch);
        $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        return ($body !== false && $status === 200) ? $body : null;
    }
}
