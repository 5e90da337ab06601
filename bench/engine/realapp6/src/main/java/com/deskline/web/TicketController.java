package com.deskline.web;

import com.deskline.dto.TicketFilter;
import com.deskline.dto.TicketRequest;
import com.deskline.model.Ticket;
import com.deskline.service.TicketService;
import com.deskline.service.WebhookService;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/tickets")
public class TicketController {

    private final TicketService ticketService;
    private final WebhookService webhookService;

    public TicketController(TicketService ticketService, WebhookService webhookService) {
        this.ticketService = ticketService;
        this.webhookService = webhookService;
    }

    @GetMapping
    public List<Ticket> search(@ModelAttribute TicketFilter filter) {
        return ticketService.search(filter);
    }

    @GetMapping("/{id}")
    public ResponseEntity<Ticket> get(@PathVariable long id) {
        return ticketService.find(id).map(ResponseEntity::ok).orElse(ResponseEntity.notFound().build());
    }

    @PostMapping
    public ResponseEntity<Ticket> create(@Valid @RequestBody TicketRequest request,
                                         @RequestHeader("X-Desk-User") String reporter) {
        Ticket created = ticketService.create(request, reporter);
        if (request.getCallbackUrl() != null) {
            webhookService.ping(request.getCallbackUrl());
        }
        return ResponseEntity.status(HttpStatus.CREATED).body(created);
    }

    @GetMapping("/customer")
    public List<Ticket> byCustomer(@RequestParam String email,
                                   @RequestParam(defaultValue = "false") boolean legacy) {
        return ticketService.forCustomer(email, legacy);
    }

    @GetMapping("/tag/{tag}")
    public List<Ticket> byTag(@PathVariable String tag) {
        return ticketService.tagged(tag);
    }

    @GetMapping("/queue")
    public List<Ticket> queue(@RequestParam String assignee, @RequestParam(defaultValue = "open") String status) {
        return ticketService.queue(assignee, status);
    }

    @GetMapping("/subjects")
    public List<Ticket> subjects(@RequestParam("q") String term) {
        return ticketService.subjects(term);
    }

    @GetMapping("/stats")
    public Map<String, Long> stats(@RequestParam String assignee, @RequestParam(defaultValue = "open") String status) {
        return Map.of("workload", ticketService.workload(assignee), "open", ticketService.openCount(status));
    }

    @PostMapping("/{id}/close")
    public ResponseEntity<Void> close(@PathVariable long id) {
        ticketService.close(id);
        return ResponseEntity.noContent().build();
    }
}
