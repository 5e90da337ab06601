<?php
class WebhookTester
{
    private $url;

    public function __construct(array $post)
    {
        $this->url = $post['callback_url'];
    }

    public function ping()
    {
        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, $this->url);
        curl_setopt($ch, CURLOPT_POST, true);
        curl_setopt($ch, CURLOPT_POSTFIELDS, '{"event":"ping"}');
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        $status = curl_exec($ch) === false ? 0 : curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        return $status;
    }
}

echo (new WebhookTester($_POST))->ping();
