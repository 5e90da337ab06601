package org.ridgeline.academy.lessons.sqli;

import java.util.List;

import javax.persistence.EntityManager;
import javax.persistence.PersistenceContext;
import javax.persistence.Query;
import javax.persistence.TypedQuery;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class CourseCatalogService {

    @PersistenceContext
    private EntityManager em;

    public List<Course> search(String title) {
        TypedQuery<Course> query = em.createQuery(
                "SELECT c FROM Course c WHERE lower(c.title) LIKE lower(:title) ORDER BY c.title", Course.class);
        query.setParameter("title", "%" + title + "%");
        return query.setMaxResults(50).getResultList();
    }

    public List<Course> byTeacher(String teacher) {
        return em.createQuery("SELECT c FROM Course c WHERE c.teacher = '" + teacher + "'", Course.class).getResultList();
    }

    @SuppressWarnings("unchecked")
    public List<Object[]> enrolmentReport(String term) {
        Query report = em.createNativeQuery("SELECT course_code, COUNT(*) FROM enrolments WHERE term = '" + term + "' GROUP BY course_code");
        return report.getResultList();
    }

    @SuppressWarnings("unchecked")
    public List<Object[]> enrolmentsByTerm(String term) {
        Query report = em.createNativeQuery("SELECT course_code, COUNT(*) FROM enrolments WHERE term = ?1 GROUP BY course_code");
        report.setParameter(1, term);
        return report.getResultList();
    }

    @SuppressWarnings("unchecked")
    public List<Object[]> creditsAbove(int minimum, String direction) {
        String order = "DESC".equalsIgnoreCase(direction) ? "DESC" : "ASC";
        Query credits = em.createNativeQuery("SELECT code, credits FROM courses WHERE credits >= " + minimum + " ORDER BY credits " + order);
        return credits.getResultList();
    }
}
