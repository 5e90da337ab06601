package com.deskline.repository;

import com.deskline.dto.TicketFilter;
import com.deskline.model.Ticket;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Repository;

@Repository
public class TicketSearchDao {

    private static final Map<String, String> SORTS = Map.of(
            "newest", "t.createdAt desc",
            "oldest", "t.createdAt asc",
            "priority", "t.priority desc");

    @PersistenceContext
    private EntityManager em;

    public List<Ticket> search(TicketFilter filter) {
        StringBuilder jpql = new StringBuilder("select t from Ticket t where 1 = 1");
        if (filter.getStatus() != null) {
            jpql.append(" and t.status = '").append(filter.getStatus()).append("'");
        }
        if (filter.getAssignee() != null) {
            jpql.append(" and t.assignee = :assignee");
        }
        jpql.append(" order by ").append(SORTS.getOrDefault(filter.getSort(), "t.createdAt desc"));
        TypedQuery<Ticket> query = em.createQuery(jpql.toString(), Ticket.class);
        if (filter.getAssignee() != null) {
            query.setParameter("assignee", filter.getAssignee());
        }
        return query.setMaxResults(100).getResultList();
    }

    public List<Ticket> searchText(String text) {
        TypedQuery<Ticket> query = em.createQuery(
                "select t from Ticket t where lower(t.body) like :text", Ticket.class);
        query.setParameter("text", "%" + text.toLowerCase() + "%");
        return query.getResultList();
    }

    @SuppressWarnings("unchecked")
    public List<Ticket> byCustomer(String email) {
        return em.createNativeQuery("SELECT * FROM tickets WHERE customer_email = '" + email + "' ORDER BY created_at DESC", Ticket.class)
                .getResultList();
    }

    @SuppressWarnings("unchecked")
    public List<Ticket> byTag(String tag) {
        return em.createNativeQuery(
                "SELECT t.* FROM tickets t JOIN ticket_tags g ON g.ticket_id = t.id WHERE g.tag = ?1", Ticket.class)
                .setParameter(1, tag)
                .getResultList();
    }

    public long countByAssignee(String assignee) {
        return em.createQuery("select count(t) from Ticket t where t.assignee = '" + assignee + "'", Long.class)
                .getSingleResult();
    }

    public long countByStatus(String status) {
        return em.createQuery("select count(t) from Ticket t where t.status = :status", Long.class)
                .setParameter("status", status)
                .getSingleResult();
    }
}
