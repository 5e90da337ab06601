<?php
namespace Controllers;

use Core\Controller;
use Core\View;
use Models\Ticket;

class TicketController extends Controller
{
    public function indexAction()
    {
        $status = $this->param('status');
        $tickets = Ticket::forCustomer($this->customerId(), $status);
        View::show('tickets/list', ['tickets' => $tickets, 'status' => $status, 'prefs' => \Prefs::load()]);
    }

    public function searchAction()
    {
        $term = $this->param('q', '');
        $tickets = Ticket::search($this->customerId(), $term);
        View::show('tickets/list', ['tickets' => $tickets, 'status' => null, 'term' => $term, 'prefs' => \Prefs::loadV2()]);
    }

    public function showAction()
    {
        $ticket = Ticket::find((int) $this->param('id'));
        if (!$ticket || (int) $ticket['customer_id'] !== $this->customerId()) {
            http_response_code(404);
            echo 'Ticket ' . htmlspecialchars($this->param('id')) . ' not found';
            return;
        }
        View::show('tickets/show', ['ticket' => $ticket, 'back' => $this->param('back', 'portal.php')]);
    }

    public function createAction()
    {
        $id = Ticket::open($this->customerId(), $this->input('subject'), $this->input('description'));
        $this->redirect('portal.php?r=tickets/show&id=' . $id);
    }

    public function doneAction()
    {
        $this->redirect($this->param('return', 'portal.php'));
    }
}
