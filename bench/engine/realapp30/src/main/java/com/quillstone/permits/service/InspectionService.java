package com.quillstone.permits.service;

import com.quillstone.permits.mapper.FeeMapper;
import com.quillstone.permits.mapper.InspectionMapper;
import com.quillstone.permits.dto.FeeLine;
import com.quillstone.permits.model.Inspection;
import com.quillstone.permits.model.SortField;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class InspectionService {

    private static final Set<String> TALLY_COLUMNS = Set.of("district", "inspector", "result");

    private final InspectionMapper inspectionMapper;
    private final FeeMapper feeMapper;

    public InspectionService(InspectionMapper inspectionMapper, FeeMapper feeMapper) {
        this.inspectionMapper = inspectionMapper;
        this.feeMapper = feeMapper;
    }

    public List<Inspection> forInspector(String inspector, String sort) {
        return inspectionMapper.findForInspector(inspector, sort);
    }

    public List<Inspection> recent(int days, SortField sort) {
        return inspectionMapper.listRecent(days, sort.column());
    }

    public List<Map<String, Object>> tally(String groupBy) {
        return inspectionMapper.tally(groupBy);
    }

    public List<Map<String, Object>> tallyChecked(String groupBy) {
        if (!TALLY_COLUMNS.contains(groupBy)) {
            throw new IllegalArgumentException("cannot group by " + groupBy);
        }
        return inspectionMapper.tally(groupBy);
    }

    @Transactional
    public int reassign(List<Long> ids, String inspector) {
        return inspectionMapper.reassign(ids, inspector);
    }

    public List<FeeLine> fees(List<String> codes) {
        return feeMapper.findByCodes(codes);
    }

    public List<FeeLine> feesForKiosk(List<String> codes) {
        return feeMapper.findByCodesLegacy(codes);
    }

    public List<FeeLine> feeSearch(String label, Long maxCents) {
        return feeMapper.searchLabels(label, maxCents);
    }
}
