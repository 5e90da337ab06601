package org.example.bench.web;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.jdbc.core.JdbcTemplate;

@WebServlet(value = "/sqli-sqlijdbctemplatequeryforlist")
public class SqliJdbcTemplateQueryForList extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getQueryString();
        String bar = "";
        if (param != null) {
            int paramLoc = param.indexOf("sku=");
            if (paramLoc != -1) {
                bar = param.substring(paramLoc + 4);
                int amp = bar.indexOf("&");
                if (amp != -1) bar = bar.substring(0, amp);
                bar = java.net.URLDecoder.decode(bar, "UTF-8");
            }
        }
        List<Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT price FROM catalog WHERE sku = '" + bar + "'");
        response.getWriter().println(rows.size() + " rows");
    }

    private JdbcTemplate jdbcTemplate;
}
