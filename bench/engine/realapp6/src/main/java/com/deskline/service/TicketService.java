package com.deskline.service;

import com.deskline.dto.TicketFilter;
import com.deskline.dto.TicketRequest;
import com.deskline.model.Ticket;
import com.deskline.repository.TicketRepository;
import com.deskline.repository.TicketSearchDao;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class TicketService {

    private final TicketRepository tickets;
    private final TicketSearchDao searchDao;

    public TicketService(TicketRepository tickets, TicketSearchDao searchDao) {
        this.tickets = tickets;
        this.searchDao = searchDao;
    }

    @Transactional
    public Ticket create(TicketRequest request, String reporter) {
        Ticket t = new Ticket();
        t.setSubject(request.getSubject().trim());
        t.setBody(request.getBody());
        t.setCustomerEmail(request.getCustomerEmail() != null ? request.getCustomerEmail() : reporter);
        t.setPriority(Math.max(0, Math.min(request.getPriority(), 4)));
        return tickets.save(t);
    }

    public Optional<Ticket> find(long id) {
        return tickets.findById(id);
    }

    public List<Ticket> search(TicketFilter filter) {
        if (filter.getText() != null && !filter.getText().isBlank()) {
            return searchDao.searchText(filter.getText());
        }
        return searchDao.search(filter);
    }

    public List<Ticket> forCustomer(String email, boolean legacy) {
        return legacy ? searchDao.byCustomer(email) : tickets.findByCustomerEmailOrderByCreatedAtDesc(email);
    }

    public List<Ticket> tagged(String tag) {
        return searchDao.byTag(tag);
    }

    public List<Ticket> queue(String assignee, String status) {
        return tickets.findForAssignee(assignee, status);
    }

    public List<Ticket> subjects(String term) {
        return tickets.searchSubjects(term);
    }

    public long workload(String assignee) {
        return searchDao.countByAssignee(assignee);
    }

    public long openCount(String status) {
        return searchDao.countByStatus(status);
    }

    @Transactional
    public void close(long id) {
        tickets.updateStatus(id, "closed");
    }
}
