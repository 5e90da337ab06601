package org.example.bench.web;

import java.io.IOException;
import java.util.HashMap;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trust-boundary-trustvaluesmapinner")
public class TrustValuesMapInner extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] values = request.getParameterValues("displayName");
        String param = values != null && values.length > 0 ? values[0] : "";
        String bar = new Test().doSomething(request, param);
        request.getSession().setAttribute("displayName", bar);
        response.getWriter().println("saved");
    }

    private class Test {
        public String doSomething(HttpServletRequest request, String param) throws ServletException, IOException {
            HashMap<String, Object> map = new HashMap<String, Object>();
            map.put("keyA", "a_Value");
            map.put("keyB", param);
            map.put("keyC", "another_Value");
            return (String) map.get("keyB");
        }
    }
}
