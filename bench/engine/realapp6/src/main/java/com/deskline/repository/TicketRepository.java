package com.deskline.repository;

import com.deskline.model.Ticket;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface TicketRepository extends JpaRepository<Ticket, Long> {

    List<Ticket> findByCustomerEmailOrderByCreatedAtDesc(String customerEmail);

    @Query("select t from Ticket t where t.assignee = :assignee and t.status = :status")
    List<Ticket> findForAssignee(@Param("assignee") String assignee, @Param("status") String status);

    @Query(value = "SELECT * FROM tickets WHERE subject ILIKE CONCAT('%', :term, '%') LIMIT 50", nativeQuery = true)
    List<Ticket> searchSubjects(@Param("term") String term);

    @Modifying
    @Query("update Ticket t set t.status = :status where t.id = :id")
    int updateStatus(@Param("id") Long id, @Param("status") String status);
}
