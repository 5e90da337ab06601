package org.clearbrook.water.service;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import jakarta.transaction.Transactional;

import org.clearbrook.water.config.PortalConfig;
import org.clearbrook.water.model.MeterReading;

@ApplicationScoped
public class ReadingService {

    @PersistenceContext(unitName = "portal")
    EntityManager em;

    public List<MeterReading> forAccount(long accountId, LocalDate from, LocalDate to, String sort, int limit) {
        String column = PortalConfig.READING_SORTS.contains(sort) ? sort : "read_on";
        TypedQuery<MeterReading> q = em.createQuery(
                "SELECT r FROM MeterReading r WHERE r.accountId = :acct AND r.readOn BETWEEN :from AND :to ORDER BY r." + column,
                MeterReading.class);
        q.setParameter("acct", accountId);
        q.setParameter("from", from);
        q.setParameter("to", to);
        return q.setMaxResults(Math.min(limit, 500)).getResultList();
    }

    public List<MeterReading> forMeter(String serial, String sort) {
        return em.createQuery("SELECT r FROM MeterReading r WHERE r.meterSerial = :serial ORDER BY r." + sort, MeterReading.class)
                .setParameter("serial", serial)
                .getResultList();
    }

    public List<MeterReading> byReader(String readerCode) {
        return em.createQuery("SELECT r FROM MeterReading r WHERE r.readerCode = '" + readerCode + "' ORDER BY r.readOn DESC", MeterReading.class)
                .getResultList();
    }

    public BigDecimal totalSince(long accountId, int days) {
        Object total = em.createNativeQuery("SELECT COALESCE(SUM(cubic_meters), 0) FROM meter_readings WHERE account_id = "
                + accountId + " AND read_on > CURRENT_DATE - " + days)
                .getSingleResult();
        return new BigDecimal(total.toString());
    }

    @Transactional
    public MeterReading record(String serial, long accountId, BigDecimal m3, String readerCode, String note) {
        MeterReading r = new MeterReading();
        r.setMeterSerial(serial);
        r.setAccountId(accountId);
        r.setReadOn(LocalDate.now());
        r.setCubicMeters(m3);
        r.setReaderCode(readerCode);
        r.setNote(note);
        em.persist(r);
        return r;
    }
}
