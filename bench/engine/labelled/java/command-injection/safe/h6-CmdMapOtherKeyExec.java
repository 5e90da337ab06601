package org.example.bench.web;

import java.io.IOException;
import java.util.HashMap;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/command-injection-cmdmapotherkeyexec")
public class CmdMapOtherKeyExec extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("X-Job");
        if (headers != null && headers.hasMoreElements()) {
            param = headers.nextElement();
        }
        HashMap<String, Object> map = new HashMap<String, Object>();
        map.put("keyA-1", "a_Value");
        map.put("keyB-1", param);
        map.put("keyC", "another_Value");
        String bar = (String) map.get("keyA-1");
        String[] cmd = {"/bin/sh", "-c", "echo " + bar};
        Process p = Runtime.getRuntime().exec(cmd);
        response.getWriter().println("started " + p.isAlive());
    }
}
