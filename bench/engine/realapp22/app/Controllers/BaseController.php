<?php

namespace App\Controllers;

use App\Libraries\Preferences;
use CodeIgniter\Controller;
use CodeIgniter\HTTP\CLIRequest;
use CodeIgniter\HTTP\IncomingRequest;
use CodeIgniter\HTTP\RequestInterface;
use CodeIgniter\HTTP\ResponseInterface;
use Psr\Log\LoggerInterface;

/**
 * Shared setup for every page controller: session, helpers, the member's display preferences.
 */
abstract class BaseController extends Controller
{
    /**
     * @var CLIRequest|IncomingRequest
     */
    protected $request;

    protected $helpers = ['url', 'form', 'plot'];

    protected $session;

    protected array $prefs = [];

    public function initController(RequestInterface $request, ResponseInterface $response, LoggerInterface $logger)
    {
        parent::initController($request, $response, $logger);

        $this->session = \Config\Services::session();
        $this->prefs   = (new Preferences())->fromRequest($this->request);
    }

    protected function render(string $view, array $data = []): string
    {
        $data['prefs'] = $this->prefs;

        return view('layout', [
            'title'   => $data['title'] ?? 'Plotkeeper',
            'flash'   => $this->session->getFlashdata('notice'),
            'content' => view($view, $data),
            'theme'   => $this->prefs['theme'] ?? 'light',
        ]);
    }

    protected function currentMemberId(): int
    {
        return (int) $this->session->get('member_id');
    }
}
