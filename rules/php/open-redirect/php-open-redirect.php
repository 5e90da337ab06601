<?php
use Illuminate\Support\Facades\Redirect;

// ruleid: php-open-redirect
header('Location: ' . $_GET['next']);
// ok: php-open-redirect
header('Content-Type: ' . 'text/html');
$targets = ['home' => '/', 'account' => '/account'];
$next = $_GET['to'];
if (in_array($next, ['/', '/account'], true)) {
    // ok: php-open-redirect
    header("Location: $next");
}
// ok: php-open-redirect
header('Location: /search?q=' . urlencode($_GET['q']));
// ruleid: php-open-redirect
header("Location: {$_SERVER['HTTP_REFERER']}");
// ruleid: php-open-redirect
Redirect::to($_POST['return']);
// ruleid: php-open-redirect
wp_redirect($_GET['redirect_to']);
// ok: php-open-redirect
wp_safe_redirect($_GET['redirect_to']);
// ok: php-open-redirect
wp_redirect(esc_url_raw(admin_url('options.php')));
class OutController extends \Symfony\Bundle\FrameworkBundle\Controller\AbstractController
{
    public function out(\Symfony\Component\HttpFoundation\Request $request)
    {
        // ruleid: php-open-redirect
        return $this->redirect($request->query->get('u'));
    }

    public function home()
    {
        // ok: php-open-redirect
        return $this->redirect('/home');
    }
}
