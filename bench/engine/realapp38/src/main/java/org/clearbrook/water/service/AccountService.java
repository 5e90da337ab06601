package org.clearbrook.water.service;

import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import org.clearbrook.water.model.Account;

@ApplicationScoped
public class AccountService {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public Optional<Account> byNumber(String accountNumber) {
        return em.createQuery("SELECT a FROM Account a WHERE a.accountNumber = :num", Account.class)
                .setParameter("num", accountNumber)
                .getResultStream()
                .findFirst();
    }

    public List<Account> searchByHolder(String holder) {
        return em.createQuery("SELECT a FROM Account a WHERE lower(a.holderName) LIKE '%" + holder.toLowerCase() + "%'", Account.class)
                .setMaxResults(50)
                .getResultList();
    }

    public List<Account> searchByAddress(String street) {
        return em.createQuery("SELECT a FROM Account a WHERE a.serviceAddress LIKE :street ORDER BY a.accountNumber", Account.class)
                .setParameter("street", "%" + street + "%")
                .setMaxResults(50)
                .getResultList();
    }

    public List<Account> byRateClass(String rateClass) {
        String jpql = "SELECT a FROM Account a WHERE a.rateClass = '" + rateClass + "'";
        return em.createQuery(jpql, Account.class).getResultList();
    }

    @SuppressWarnings("unchecked")
    public List<Object[]> balancesByEmail(String email) {
        return em.createNativeQuery("SELECT a.account_number, b.balance FROM accounts a JOIN balances b ON b.account_id = a.id WHERE a.email = '" + email + "'")
                .getResultList();
    }

    @SuppressWarnings("unchecked")
    public List<Object[]> balancesByZone(String zone) {
        return em.createNativeQuery("SELECT a.account_number, b.balance FROM accounts a JOIN balances b ON b.account_id = a.id WHERE a.zone = ?1")
                .setParameter(1, zone)
                .getResultList();
    }

    public Account find(long id) {
        return em.find(Account.class, id);
    }

    @Transactional
    public void updateContact(long id, String email, boolean paperless) {
        Account account = em.find(Account.class, id);
        if (account != null) {
            account.setEmail(email);
            account.setPaperless(paperless);
        }
    }

    @Transactional
    public int setPaperlessForStreet(String street) {
        return em.createQuery("UPDATE Account a SET a.paperless = true WHERE a.serviceAddress LIKE :street")
                .setParameter("street", street + "%")
                .executeUpdate();
    }
}
