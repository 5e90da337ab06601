package com.quillstone.permits.repository;

import com.quillstone.permits.form.PermitSearchForm;
import com.quillstone.permits.model.Permit;
import java.util.ArrayList;
import java.util.List;
import javax.persistence.EntityManager;
import javax.persistence.PersistenceContext;
import javax.persistence.criteria.CriteriaBuilder;
import javax.persistence.criteria.CriteriaQuery;
import javax.persistence.criteria.Predicate;
import javax.persistence.criteria.Root;
import org.springframework.stereotype.Repository;

/** Queries Spring Data method names cannot express; JPQL, native SQL and the Criteria API. */
@Repository
public class PermitDao {

    @PersistenceContext
    private EntityManager em;

    public Permit save(Permit permit) {
        em.persist(permit);
        return permit;
    }

    public List<Permit> byAddress(String address) {
        String jpql = "select p from Permit p where lower(p.address) like '%" + address.toLowerCase() + "%'";
        return em.createQuery(jpql, Permit.class).getResultList();
    }

    public List<Permit> byApplicantName(String name) {
        return em.createQuery("select p from Permit p where p.applicant.fullName = :name", Permit.class)
                .setParameter("name", name)
                .getResultList();
    }

    public Permit byNumber(String permitNo) {
        return em.createQuery("select p from Permit p where p.permitNo = ?1", Permit.class)
                .setParameter(1, permitNo)
                .getSingleResult();
    }

    public List<Permit> filter(PermitSearchForm form) {
        CriteriaBuilder cb = em.getCriteriaBuilder();
        CriteriaQuery<Permit> query = cb.createQuery(Permit.class);
        Root<Permit> root = query.from(Permit.class);
        List<Predicate> where = new ArrayList<>();
        if (form.getKeyword() != null) {
            where.add(cb.like(cb.lower(root.get("description")), "%" + form.getKeyword().toLowerCase() + "%"));
        }
        if (form.getDistrict() != null) {
            where.add(cb.equal(root.get("district"), form.getDistrict()));
        }
        if (form.getMaxFee() != null) {
            where.add(cb.le(root.get("feeCents"), form.getMaxFee().longValue() * 100));
        }
        if (form.getStatus() != null) {
            where.add(cb.equal(root.get("status"), form.getStatus()));
        }
        query.where(where.toArray(new Predicate[0])).orderBy(cb.desc(root.get("issuedOn")));
        return em.createQuery(query).setMaxResults(200).getResultList();
    }

    public List<Permit> newestFirst(String direction) {
        return em.createQuery("select p from Permit p order by p.issuedOn " + direction, Permit.class)
                .setMaxResults(50)
                .getResultList();
    }

    @SuppressWarnings("unchecked")
    public List<Object[]> feeTotals(String groupBy) {
        return em.createNativeQuery("SELECT " + groupBy + ", sum(fee_cents) FROM permits GROUP BY " + groupBy)
                .getResultList();
    }

    public Number countOlderThan(int days) {
        return (Number) em.createNativeQuery("SELECT count(*) FROM permits WHERE issued_on < now() - interval '" + days + " days'")
                .getSingleResult();
    }

    public int expireDistrict(String district) {
        return em.createNativeQuery("UPDATE permits SET status = 'EXPIRED' WHERE district = ?1 AND issued_on < now() - interval '2 years'")
                .setParameter(1, district)
                .executeUpdate();
    }
}
