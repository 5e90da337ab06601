<?php
class H5CartController extends \Laminas\Mvc\Controller\AbstractActionController
{
    public function addAction()
    {
        // ruleid: php-open-redirect
        $this->redirect()->toUrl($this->params()->fromQuery('back'));
        // ok: php-open-redirect
        return $this->redirect()->toRoute('cart', [], ['query' => ['back' => $this->params()->fromQuery('back')]]);
    }
}

class H5Auth extends CI_Controller
{
    public function logout()
    {
        // ruleid: php-open-redirect
        redirect($this->input->get('continue'));
        // ok: php-open-redirect
        redirect('login?continue=' . urlencode($this->input->get('continue')));
    }
}

function h5_next_host()
{
    $next = $_GET['next'] ?? '/';
    if (parse_url($next, PHP_URL_HOST) === 'www.example.com') {
        // ok: php-open-redirect
        header('Location: ' . $next);
    }
    if (strpos($next, 'example.com') !== false) {
        // ruleid: php-open-redirect
        header('Location: ' . $next);
    }
}
